print("cleave")
