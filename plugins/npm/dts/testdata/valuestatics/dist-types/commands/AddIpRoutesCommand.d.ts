import { Command as $Command } from "@smithy/core/client";
import type { MetadataBearer as __MetadataBearer } from "@smithy/types";
import type { DirectoryServiceClientResolvedConfig, ServiceInputTypes, ServiceOutputTypes } from "../DirectoryServiceClient";
import type { AddIpRoutesRequest, AddIpRoutesResult } from "../models/models_0";
export type { __MetadataBearer };
export { $Command };
export interface AddIpRoutesCommandInput extends AddIpRoutesRequest {
}
export interface AddIpRoutesCommandOutput extends AddIpRoutesResult, __MetadataBearer {
}
declare const AddIpRoutesCommand_base: {
    new (input: AddIpRoutesCommandInput): import("@smithy/core/client").CommandImpl<AddIpRoutesCommandInput, AddIpRoutesCommandOutput, DirectoryServiceClientResolvedConfig, ServiceInputTypes, ServiceOutputTypes>;
    new (input: AddIpRoutesCommandInput): import("@smithy/core/client").CommandImpl<AddIpRoutesCommandInput, AddIpRoutesCommandOutput, DirectoryServiceClientResolvedConfig, ServiceInputTypes, ServiceOutputTypes>;
    getEndpointParameterInstructions(): {
        [x: string]: unknown;
    };
};
export declare class AddIpRoutesCommand extends AddIpRoutesCommand_base {
    protected static __types: {
        api: {
            input: AddIpRoutesRequest;
            output: {};
        };
        sdk: {
            input: AddIpRoutesCommandInput;
            output: AddIpRoutesCommandOutput;
        };
    };
}
