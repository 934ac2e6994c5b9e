#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RefreshKitCLI

// The arguments as the system passed them (not decoded): a path that is not UTF-8 is refused
// rather than written under another name.
let rawArguments = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
    guard let argument = CommandLine.unsafeArgv[index] else { return [] }
    return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
}
exit(RefreshKitCommand.main(rawArguments: rawArguments))
