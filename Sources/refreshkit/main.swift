import RefreshKitCLI

RefreshKitCommand.main()
