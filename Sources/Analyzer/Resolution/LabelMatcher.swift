/// Whether a call's argument labels can call a declaration: labels in order, parameters with
/// default values may be skipped, and trailing closures fill the last parameters.
enum LabelMatcher {
    static func matches(callLabels: [String], trailingClosures: Int, declarationLabels: [String], hasDefault: [Bool]) -> Bool {
        parameterIndices(
            callLabels: callLabels, trailingClosures: trailingClosures, declarationLabels: declarationLabels,
            hasDefault: hasDefault) != nil
    }

    /// The parameter each argument of a fitting call fills, in call order; nil when it does not fit.
    static func parameterIndices(
        callLabels: [String], trailingClosures: Int, declarationLabels: [String], hasDefault: [Bool]
    ) -> [Int]? {
        var indices: [Int] = []
        var parameter = 0
        for label in callLabels {
            while parameter < declarationLabels.count, declarationLabels[parameter] != label, hasDefault[parameter] {
                parameter += 1
            }
            guard parameter < declarationLabels.count, declarationLabels[parameter] == label else { return nil }
            indices.append(parameter)
            parameter += 1
        }
        let remaining = declarationLabels.count - parameter
        guard trailingClosures <= remaining,
            hasDefault[parameter..<(declarationLabels.count - trailingClosures)].allSatisfy({ $0 })
        else { return nil }
        return indices
    }
}
