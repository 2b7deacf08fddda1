module example.com/go116

go 1.16

require github.com/stretchr/testify v1.7.0
