package main

import _ "github.com/stretchr/testify/assert"

func main() {}
