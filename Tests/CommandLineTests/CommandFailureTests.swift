import Analyzer
import Foundation
import Testing

@testable import cleave

@Suite("Exit codes: the user's problem is 2, Cleave's own fault is 70")
struct CommandFailureTests {
    @Test func aProblemWithTheInputExitsTwoWithItsMessage() {
        let failure = CommandFailure(AnalyzerError.pathNotFound("/no/such/app"))
        #expect(failure.status == 2)
        #expect(failure.message == "error: \(AnalyzerError.pathNotFound("/no/such/app"))")
    }

    @Test func aFileErrorExitsTwoNamingTheFile() {
        let error = CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/tmp/missing/plan.md"])
        let failure = CommandFailure(error)
        #expect(failure.status == 2)
        #expect(failure.message.hasPrefix("error: /tmp/missing/plan.md: "))
    }

    @Test func anyOtherErrorIsAnInternalFaultThatAsksForAReport() {
        let fault = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON"))
        let failure = CommandFailure(fault)
        #expect(failure.status == 70)
        #expect(failure.message.hasPrefix("internal error: "))
        #expect(failure.message.contains("please report it"))
    }
}
