// template: Foundation/DesignSystem/Typography.swift
/// Font weights of the design system.
enum FontWeight: Int {
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
}

/// Text styles of the design system.
enum Typography: CaseIterable {
    case largeTitle
    case title
    case headline
    case body
    case callout
    case caption
    case footnote

    var pointSize: Double {
        switch self {
        case .largeTitle: return 34
        case .title: return 28
        case .headline: return 17
        case .body: return 17
        case .callout: return 16
        case .caption: return 12
        case .footnote: return 13
        }
    }

    var weight: FontWeight {
        switch self {
        case .largeTitle: return .bold
        case .title: return .bold
        case .headline: return .semibold
        case .body: return .regular
        case .callout: return .regular
        case .caption: return .regular
        case .footnote: return .medium
        }
    }

    var lineHeight: Double { (pointSize * 1.25).rounded() }

    // __fillers__
}
