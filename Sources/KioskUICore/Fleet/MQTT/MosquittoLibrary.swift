import CMosquitto

/// libmosquitto, opened with dlopen the first time a run or `kiosk fleet` needs a broker, not
/// linked: it brings OpenSSL (libssl, libcrypto), which would cost every start 3 ms and 2.2 MiB
/// resident for a feature most panels do not use (docs/fleet.md). The shim includes its header
/// for types and constants only; every call goes through `functions`.
enum MosquittoLibrary {
    /// Debian's name of the run-time library (package libmosquitto1).
    static let soname = "libmosquitto.so.1"

    typealias Handle = OpaquePointer
    typealias ConnectCallback = @convention(c) (Handle?, UnsafeMutableRawPointer?, Int32, Int32, OpaquePointer?) -> Void
    typealias MessageCallback = @convention(c) (Handle?, UnsafeMutableRawPointer?, UnsafePointer<mosquitto_message>?) -> Void
    typealias PublishCallback = @convention(c) (Handle?, UnsafeMutableRawPointer?, Int32, Int32, OpaquePointer?) -> Void

    /// The functions the client calls, looked up once.
    struct Functions: @unchecked Sendable {
        let libInit: @convention(c) () -> Int32
        let new: @convention(c) (UnsafePointer<CChar>?, Bool, UnsafeMutableRawPointer?) -> Handle?
        let destroy: @convention(c) (Handle?) -> Void
        let intOption: @convention(c) (Handle?, mosq_opt_t, Int32) -> Int32
        let threadedSet: @convention(c) (Handle?, Bool) -> Int32
        let usernamePasswordSet: @convention(c) (Handle?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
        let tlsSet: @convention(c) (Handle?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, OpaquePointer?) -> Int32
        let willSet: @convention(c) (Handle?, UnsafePointer<CChar>?, Int32, UnsafeRawPointer?, Int32, Bool) -> Int32
        let userDataSet: @convention(c) (Handle?, UnsafeMutableRawPointer?) -> Void
        let connectCallbackSet: @convention(c) (Handle?, ConnectCallback?) -> Void
        let messageCallbackSet: @convention(c) (Handle?, MessageCallback?) -> Void
        let publishCallbackSet: @convention(c) (Handle?, PublishCallback?) -> Void
        let connectBind: @convention(c) (Handle?, UnsafePointer<CChar>?, Int32, Int32, UnsafePointer<CChar>?, OpaquePointer?) -> Int32
        let loop: @convention(c) (Handle?, Int32, Int32) -> Int32
        let publish: @convention(c) (Handle?, UnsafeMutablePointer<Int32>?, UnsafePointer<CChar>?, Int32, UnsafeRawPointer?, Int32, Bool) -> Int32
        let disconnect: @convention(c) (Handle?) -> Int32
        let subscribeMultiple: @convention(c) (Handle?, UnsafeMutablePointer<Int32>?, Int32, UnsafePointer<UnsafeMutablePointer<CChar>?>?, Int32, Int32, OpaquePointer?) -> Int32
        let propertyAddInt32: @convention(c) (UnsafeMutablePointer<OpaquePointer?>?, Int32, UInt32) -> Int32
        let propertyFreeAll: @convention(c) (UnsafeMutablePointer<OpaquePointer?>?) -> Void
        let strerror: @convention(c) (Int32) -> UnsafePointer<CChar>?
        let reasonString: @convention(c) (Int32) -> UnsafePointer<CChar>?
    }

    private static let opened = open()

    /// The functions, or why libmosquitto cannot be used (with the package to install).
    static func functions() throws(MQTTSettingError) -> Functions { try opened.get() }

    private static func open() -> Result<Functions, MQTTSettingError> {
        let lib: SharedLibrary
        switch SharedLibrary.open(soname) {
        case .success(let l): lib = l
        case .failure(let e):
            return .failure(MQTTSettingError("the MQTT client library cannot be loaded (\(e.description)); apt-get install libmosquitto1"))
        }
        var missing: [String] = []
        func f<T>(_ name: String, _ type: T.Type) -> T? {
            guard let fn = lib.function(name, as: type) else { missing.append(name); return nil }
            return fn
        }
        let a = (f("mosquitto_lib_init", (@convention(c) () -> Int32).self),
                 f("mosquitto_new", (@convention(c) (UnsafePointer<CChar>?, Bool, UnsafeMutableRawPointer?) -> Handle?).self),
                 f("mosquitto_destroy", (@convention(c) (Handle?) -> Void).self),
                 f("mosquitto_int_option", (@convention(c) (Handle?, mosq_opt_t, Int32) -> Int32).self),
                 f("mosquitto_threaded_set", (@convention(c) (Handle?, Bool) -> Int32).self),
                 f("mosquitto_username_pw_set", (@convention(c) (Handle?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32).self),
                 f("mosquitto_tls_set", (@convention(c) (Handle?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, OpaquePointer?) -> Int32).self),
                 f("mosquitto_will_set", (@convention(c) (Handle?, UnsafePointer<CChar>?, Int32, UnsafeRawPointer?, Int32, Bool) -> Int32).self),
                 f("mosquitto_user_data_set", (@convention(c) (Handle?, UnsafeMutableRawPointer?) -> Void).self),
                 f("mosquitto_connect_v5_callback_set", (@convention(c) (Handle?, ConnectCallback?) -> Void).self))
        let b = (f("mosquitto_message_callback_set", (@convention(c) (Handle?, MessageCallback?) -> Void).self),
                 f("mosquitto_publish_v5_callback_set", (@convention(c) (Handle?, PublishCallback?) -> Void).self),
                 f("mosquitto_connect_bind_v5", (@convention(c) (Handle?, UnsafePointer<CChar>?, Int32, Int32, UnsafePointer<CChar>?, OpaquePointer?) -> Int32).self),
                 f("mosquitto_loop", (@convention(c) (Handle?, Int32, Int32) -> Int32).self),
                 f("mosquitto_publish", (@convention(c) (Handle?, UnsafeMutablePointer<Int32>?, UnsafePointer<CChar>?, Int32, UnsafeRawPointer?, Int32, Bool) -> Int32).self),
                 f("mosquitto_disconnect", (@convention(c) (Handle?) -> Int32).self),
                 f("mosquitto_subscribe_multiple", (@convention(c) (Handle?, UnsafeMutablePointer<Int32>?, Int32, UnsafePointer<UnsafeMutablePointer<CChar>?>?, Int32, Int32, OpaquePointer?) -> Int32).self),
                 f("mosquitto_property_add_int32", (@convention(c) (UnsafeMutablePointer<OpaquePointer?>?, Int32, UInt32) -> Int32).self),
                 f("mosquitto_property_free_all", (@convention(c) (UnsafeMutablePointer<OpaquePointer?>?) -> Void).self),
                 f("mosquitto_strerror", (@convention(c) (Int32) -> UnsafePointer<CChar>?).self))
        let reasonString = f("mosquitto_reason_string", (@convention(c) (Int32) -> UnsafePointer<CChar>?).self)
        guard missing.isEmpty, let reasonString,
              let a0 = a.0, let a1 = a.1, let a2 = a.2, let a3 = a.3, let a4 = a.4, let a5 = a.5, let a6 = a.6, let a7 = a.7, let a8 = a.8, let a9 = a.9,
              let b0 = b.0, let b1 = b.1, let b2 = b.2, let b3 = b.3, let b4 = b.4, let b5 = b.5, let b6 = b.6, let b7 = b.7, let b8 = b.8, let b9 = b.9
        else {
            return .failure(MQTTSettingError("\(soname) lacks \(missing.joined(separator: ", ")); install libmosquitto 2.0 or newer (apt-get install libmosquitto1)"))
        }
        let fns = Functions(libInit: a0, new: a1, destroy: a2, intOption: a3, threadedSet: a4, usernamePasswordSet: a5, tlsSet: a6,
                            willSet: a7, userDataSet: a8, connectCallbackSet: a9, messageCallbackSet: b0, publishCallbackSet: b1,
                            connectBind: b2, loop: b3, publish: b4, disconnect: b5, subscribeMultiple: b6, propertyAddInt32: b7,
                            propertyFreeAll: b8, strerror: b9, reasonString: reasonString)
        guard fns.libInit() == MOSQ_ERR_SUCCESS.rawValue else {
            return .failure(MQTTSettingError("\(soname) did not start (mosquitto_lib_init failed)"))
        }
        return .success(fns)
    }
}
