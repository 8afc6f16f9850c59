// One model's analytics parameters: its identifier, then some of its properties, each written by
// its type. After the models' extensions, one of the domain's primary model that fillers grow.
let parameters: [String: String] = [
    // template: parameter-id
    "__model_key___id": id,

    // template: parameter-raw-value
    "__property_key__": __property__.rawValue,

    // template: parameter-described
    "__property_key__": String(__property__),

    // template: parameter-string
    "__property_key__": __property__,
]

// template: model-trackable
extension __Model__: Trackable {
    var analyticsParameters: [String: String] {
        [
            // __parameters__
        ]
    }
}

// template: model-extension
extension __Model__ {
    // __fillers__
}
