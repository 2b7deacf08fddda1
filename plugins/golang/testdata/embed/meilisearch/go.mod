module github.com/meilisearch/meilisearch-go

go 1.20
