/// What a reference's file gives (its module, its path in the sources folder), worked out once per
/// run of references from one file: the index lists references file by file, and a look-up per
/// reference hashed the same path hundreds of thousands of times. Any key that comes in runs (a
/// reference's source: a function's references one after another) is looked up so too.
struct PerFile<Value> {
    private let compute: (String) -> Value
    private var last: (file: String, value: Value)?

    init(_ compute: @escaping (String) -> Value) {
        self.compute = compute
    }

    mutating func callAsFunction(_ file: String) -> Value {
        if let last, last.file == file { return last.value }
        let value = compute(file)
        last = (file, value)
        return value
    }
}
