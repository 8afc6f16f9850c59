import Foundation

/// Reads the bundled defaults. Stored values live in `SettingsStorage`.
final class SettingsDatasource: BaseDatasource {
    enum Resource {
        static let defaults = "settings.defaults"
    }

    override func perform(_ request: DataRequest) -> NetworkResult<Data> {
        guard request.resource == Resource.defaults else {
            return super.perform(request)
        }
        let url = Bundle.module.url(forResource: "settings_defaults", withExtension: "json")
        return readResource(at: url, named: "settings_defaults.json")
    }
}
