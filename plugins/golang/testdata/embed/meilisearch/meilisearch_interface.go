// Trimmed from github.com/meilisearch/meilisearch-go v0.37.0
// (meilisearch_interface.go, index_interface.go): interfaces that embed
// interfaces of the same package, whose methods are documented where they
// are declared.

// Package meilisearch is the official Meilisearch SDK for the Go programming language.
package meilisearch

import "context"

type ServiceManager interface {
	ServiceReader

	ServiceReader() ServiceReader

	// CreateIndex creates a new index.
	//
	// docs: https://www.meilisearch.com/docs/reference/api/indexes/create-index
	CreateIndex(ctx context.Context, config *IndexConfig) (*TaskInfo, error)
}

type ServiceReader interface {
	// Index retrieves an IndexManager for a specific index.
	Index(uid string) IndexManager
}

type IndexManager interface {
	DocumentManager

	GetDocumentManager() DocumentManager
}

type DocumentManager interface {
	// AddDocuments adds multiple documents to the index.
	//
	// docs: https://www.meilisearch.com/docs/reference/api/documents/add-or-replace-documents
	AddDocuments(ctx context.Context, documentsPtr interface{}, opts *DocumentOptions) (*TaskInfo, error)
}

// IndexConfig configures an index.
type IndexConfig struct {
	Uid        string
	PrimaryKey string
}

// DocumentOptions are the options of a document addition.
type DocumentOptions struct {
	PrimaryKey *string
}

// TaskInfo indicates information regarding a task returned by an asynchronous method.
type TaskInfo struct {
	TaskUID int64
}
