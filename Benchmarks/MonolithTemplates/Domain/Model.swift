// A model struct: its stored properties (let or var, picked at random), and a nested enum that
// some models have.
struct Properties {
    // template: model-property-let
    /// __Property_words__.
    let __property__: __Type__

    // template: model-property-var
    /// __Property_words__.
    var __property__: __Type__

    // template: model-nested-enum
    enum __Nested__: String, Codable, CaseIterable {
        // __cases__
    }
}

// template: model
/// __A_model_words__ as returned by the backend.
struct __Model__: Codable, Equatable {
    // __nested_enum__

    // __properties__

    static let placeholder = __placeholder__

    // __fillers__
}
