import { StyledIcon } from '@styled-icons/styled-icon';
export declare const OneThousandOneTracklists: StyledIcon;
export declare const OneThousandOneTracklistsDimensions: {
    height: number;
    width: number;
};
