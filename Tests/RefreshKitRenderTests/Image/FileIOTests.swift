#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import RefreshKitRender

/// The one write loop, behind files and the command line's standard streams.
@Suite struct FileIOTests {
    @Test func writeAllSendsEveryByteThroughADescriptor() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let bytes = (0..<4096).map { UInt8($0 % 251) }
        #expect(bytes.withUnsafeBytes { FileIO.writeAll($0, to: ends[1]) } == nil)
        close(ends[1])
        var read = [UInt8](repeating: 0, count: 8192), total = 0
        while true {
            let count = read.withUnsafeMutableBytes { systemRead(ends[0], $0.baseAddress! + total, $0.count - total) }
            if count <= 0 { break }
            total += count
        }
        #expect(Array(read[0..<total]) == bytes)
    }

    @Test func writeAllReportsTheFailingWritesErrno() {
        let bytes: [UInt8] = [1, 2, 3]
        #expect(bytes.withUnsafeBytes { FileIO.writeAll($0, to: -1) } == EBADF)
    }

    @Test func aFileWrittenReadsBackTheSame() throws {
        let directory = temporaryDirectory("fileio")
        defer { removeTemporaryDirectory(directory) }
        let path = directory + "/bytes.bin"
        defer {
            unlink(path)
            rmdir(directory)
        }
        let bytes = (0..<100_000).map { UInt8($0 % 256) }
        try FileIO.write(bytes, to: path)
        #expect(try FileIO.readAll(path) == bytes)
        try FileIO.write([7], to: path)
        #expect(try FileIO.readAll(path) == [7])
    }
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
