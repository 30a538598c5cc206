import Foundation
@testable import KioskUICore

extension RunOptions {
    /// A headless run at 800×480 in this process that replays `script` (written into `dir`) and
    /// writes its events to `dir`/events.jsonl.
    static func headlessReplay(_ script: String, in dir: String) throws -> RunOptions {
        try script.write(toFile: dir + "/script.jsonl", atomically: true, encoding: .utf8)
        var options = RunOptions()
        options.driver = .headless
        options.width = 800
        options.height = 480
        options.replayPath = dir + "/script.jsonl"
        options.eventsPath = dir + "/events.jsonl"
        return options
    }
}
