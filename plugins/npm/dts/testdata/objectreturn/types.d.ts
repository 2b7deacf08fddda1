/**
 * Provider identifier. We accept any provider string so we can ingest the full
 * models.dev catalog without maintaining a hardcoded allowlist here.
 */
export type Provider = string;
/** Lifecycle status of a model. */
export type Status = "stable" | "preview" | "deprecated" | "retired";
/** Context window caps */
export type ContextCaps = {
    combinedMax?: number;
    inputMax?: number;
    outputMax?: number;
};
/** Pricing hints in USD per 1M tokens */
export type Pricing = {
    inputPerMTokens?: number;
    outputPerMTokens?: number;
    reasoningPerMTokens?: number;
    cacheReadPerMTokens?: number;
    cacheWritePerMTokens?: number;
};
/** Basic modality flags */
export type Modalities = {
    textIn?: boolean;
    textOut?: boolean;
    imageIn?: boolean;
};
/** Canonical model metadata entry */
export type Model = {
    id: string;
    provider: Provider;
    vendorId?: string;
    displayName?: string;
    family?: string;
    status: Status;
    context: ContextCaps;
    modalities?: Modalities;
    pricing?: Pricing;
    pricingSource?: string;
    aliases?: readonly string[];
    releasedAt?: string;
    source: string;
    contextSource?: string;
    verifiedAt?: string;
};
/** Usage shapes from various SDKs/providers (union of common fields). */
