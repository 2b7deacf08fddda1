module example.com/app

go 1.23.0

toolchain go1.23.4
