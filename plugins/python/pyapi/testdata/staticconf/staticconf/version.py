
version = "0.10.5"
