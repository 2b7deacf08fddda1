module github.com/gofiber/fiber/v2
go 1.20
