module github.com/google/uuid
