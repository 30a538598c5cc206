/// A client of the back office's side (`kiosk bench --fleet` watching a fleet): it only listens
/// and sends, so it has no will, no credentials and no TLS.
extension MQTTConnection.Options {
    /// Plain MQTT to `address` as `clientID`, subscribed to `subscriptions` on every connect.
    package init(backOfficeAt address: MQTTAddress, clientID: String, subscriptions: [String]) {
        self.init(address: address, clientID: clientID, subscriptions: subscriptions)
    }
}
