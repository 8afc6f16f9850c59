// template: Foundation/Extensions/Result+Helpers.swift
extension Result {
    var successValue: Success? {
        if case .success(let value) = self { return value }
        return nil
    }

    var failureError: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }

    // __fillers__
}
