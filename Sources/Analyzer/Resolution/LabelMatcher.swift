/// Whether a call's argument labels can call a declaration: labels in order, parameters with
/// default values may be skipped, a variadic parameter takes the unlabeled arguments after it,
/// and trailing closures fill the last parameters.
enum LabelMatcher {
    static func matches(
        callLabels: [String], trailingClosures: Int, declarationLabels: [String], hasDefault: [Bool],
        isVariadic: [Bool] = []
    ) -> Bool {
        parameterIndices(
            callLabels: callLabels, trailingClosures: trailingClosures, declarationLabels: declarationLabels,
            hasDefault: hasDefault, isVariadic: isVariadic) != nil
    }

    /// The parameter each argument of a fitting call fills, in call order; nil when it does not fit.
    static func parameterIndices(
        callLabels: [String], trailingClosures: Int, declarationLabels: [String], hasDefault: [Bool],
        isVariadic: [Bool] = []
    ) -> [Int]? {
        var indices: [Int] = []
        var parameter = 0
        for label in callLabels {
            // `_mock(path: p, flags, mode)` with `_ args: AnyHashable...`: the variadic takes `mode` too.
            if label == "_", let last = indices.last, last + 1 == parameter, last < isVariadic.count, isVariadic[last] {
                indices.append(last)
                continue
            }
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
