import Foundation
import RefreshKitCore

/// The app's own name, as the letter wave spells it when its text is nil: the main bundle's
/// display name (`CFBundleDisplayName`), else its name (`CFBundleName`); nil when the bundle has
/// neither (the wave then spells "REFRESH").
private var appName: String? {
    let info = Bundle.main.infoDictionary ?? [:]
    for key in ["CFBundleDisplayName", "CFBundleName"] {
        if let name = (Bundle.main.localizedInfoDictionary?[key] ?? info[key]) as? String, !name.isEmpty {
            return name
        }
    }
    return nil
}

/// `indicator` made to spell the app's name when it spells one and has no text of its own (a
/// letter wave whose text is nil, the default); nil when there is nothing to fill in (another
/// style, a text of its own, or an app without a name).
package func spellingAppName(_ indicator: any RefreshIndicator) -> (any RefreshIndicator)? {
    guard let speller = indicator as? any AppNameSpelling, let name = appName else { return nil }
    return speller.spelling(appName: name)
}
