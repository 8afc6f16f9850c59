// Each case of the status, in each switch: its icon and tint are picked at random.
func presentation(of status: Status) {
    switch status {
        // template: status-display-name
        case .__case__: return "__Case_words__"

        // template: status-icon-name
        case .__case__: return "__icon__"

        // template: status-tint
        case .__case__: return .__tint__
    }
}

// template: status-presentation
extension __Status__ {
    /// Name shown to the user.
    var displayName: String {
        switch self {
        // __display_names__
        }
    }

    /// SF Symbol name of the state.
    var iconName: String {
        switch self {
        // __icon_names__
        }
    }

    /// Colour of badges showing the state.
    var tint: Color {
        switch self {
        // __tints__
        }
    }

    var sortOrder: Int {
        __Status__.allCases.firstIndex(of: self) ?? 0
    }

    // __fillers__
}
