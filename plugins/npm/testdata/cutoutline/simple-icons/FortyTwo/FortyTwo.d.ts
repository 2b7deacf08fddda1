import { StyledIcon } from '@styled-icons/styled-icon';
export declare const FortyTwo: StyledIcon;
export declare const FortyTwoDimensions: {
    height: number;
    width: number;
};
