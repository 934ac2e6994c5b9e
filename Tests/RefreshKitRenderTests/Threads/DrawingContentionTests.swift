import Foundation
import RefreshKitCore
import Testing

/// Drawing is safe across threads by construction: for every built-in refresh style, the image
/// sequence with an app's images, an app's wrapper of each built-in style and the DocC article's
/// custom indicator, the adapter's own sequence (``ContentionProbe``: a plan asked for, compiled
/// on a worker queue while the main thread draws the same indicator value, delivered, shown) runs
/// 400 rounds in a child process of its own — a race can corrupt the heap, and then only that
/// subject's test fails, naming it — and every plan and frame equals its single-threaded twin.
/// `.ci/run` runs this suite under ThreadSanitizer too, where the child must report nothing
/// (ThreadSanitizer makes a process that reported a race exit with status 66).
@Suite struct DrawingContentionTests {
    @Test(arguments: ContentionSubjects.names)
    func aWorkerCompilesWhileTheMainThreadDrawsTheSameValue(subject: String) async throws {
        let result = await #expect(
            processExitsWith: .success, observing: [\.standardErrorContent],
            "\(subject): the compile-and-draw sequence crashed, raced or differed"
        ) { [subject] in
            if let failure = await MainActor.run(body: { ContentionProbe(subject: subject).run() }) {
                Issue.record("\(subject): \(failure)")
                exit(1)
            }
        }
        if let result, result.exitStatus != .exitCode(EXIT_SUCCESS) {
            let output = String(decoding: result.standardErrorContent.suffix(4000), as: UTF8.self)
            Issue.record("\(subject), the child's standard error (its end):\n\(output)")
        }
    }

    @Test func everyBuiltInStyleHasAContentionAndAWrapper() {
        #expect(ContentionSubjects.builtIn.count == 9)
        for name in ContentionSubjects.names {
            #expect(ContentionSubjects.make(name) != nil, "\(name)")
        }
    }
}
