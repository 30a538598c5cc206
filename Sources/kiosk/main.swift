print("kiosk")
