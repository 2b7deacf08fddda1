module example.com/winonly

go 1.26
