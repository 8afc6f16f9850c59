enum Edition {
    static var label: String {
        #if BETA
        return "Beta"
        #else
        return ""
        #endif
    }
}
