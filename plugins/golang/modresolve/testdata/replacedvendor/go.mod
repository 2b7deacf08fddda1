module example.com/app

go 1.22

require (
	example.com/lib v0.0.0
	golang.org/x/text v0.14.0
)

replace example.com/lib => ../lib

replace golang.org/x/text => golang.org/x/text v0.13.0
