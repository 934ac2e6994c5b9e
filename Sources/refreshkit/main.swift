#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RefreshKitCLI

exit(RefreshKitCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
