print("Loom showcase: coming up")
