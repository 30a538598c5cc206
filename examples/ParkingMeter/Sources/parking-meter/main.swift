// The parking meter's executable: every option of `kiosk run` (`--size 800x480`, `--driver
// headless --replay FILE --events FILE`, `--state FILE`, `--control PATH` …), then the meter.
import KioskUI
import ParkingMeterApp

let meter = ParkingMeter()
Kiosk.main(meter.screen, controller: meter.kiosk)
