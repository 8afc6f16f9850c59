import Foundation

/// Reads a program's standard output and error at once, as each has something, to their ends: a
/// program blocks when the pipe nobody reads fills, so reading one to its end first could wait forever.
enum PipeDrain {
    /// - Parameter line: called with each line of `output` as it comes.
    static func readToEnd(_ output: FileHandle, _ errors: FileHandle?, line: ((String) -> Void)?) -> (
        output: Data, errors: Data
    ) {
        var (outputData, errorData, pendingLine) = (Data(), Data(), Data())
        var open = [output.fileDescriptor] + (errors.map { [$0.fileDescriptor] } ?? [])
        while !open.isEmpty {
            for descriptor in readable(open) {
                guard let chunk = read(descriptor) else {
                    open.removeAll { $0 == descriptor }
                    continue
                }
                guard descriptor == output.fileDescriptor else {
                    errorData.append(chunk)
                    continue
                }
                outputData.append(chunk)
                guard let line else { continue }
                pendingLine.append(chunk)
                while let end = pendingLine.firstIndex(of: UInt8(ascii: "\n")) {
                    line(String(decoding: pendingLine[pendingLine.startIndex..<end], as: UTF8.self))
                    pendingLine.removeSubrange(pendingLine.startIndex...end)
                }
            }
        }
        return (outputData, errorData)
    }

    /// The descriptors among `descriptors` that have something to read, or have come to their end.
    private static func readable(_ descriptors: [Int32]) -> [Int32] {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while poll(&polled, nfds_t(polled.count), -1) < 0 {
            // A signal (another thread's child process ending) interrupts the wait; anything else is an end.
            guard errno == EINTR else { return descriptors }
        }
        return polled.filter { $0.revents != 0 }.map(\.fd)
    }

    /// The next chunk as soon as there is some; nil at the end. A read that a signal interrupts is
    /// tried again: `availableData` crashes on it, and `read(upToCount:)` would wait for the whole chunk.
    private static func read(_ descriptor: Int32) -> Data? {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { return Data(buffer[..<count]) }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }
}
