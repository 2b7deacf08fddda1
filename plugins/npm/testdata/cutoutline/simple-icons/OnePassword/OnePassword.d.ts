import { StyledIcon } from '@styled-icons/styled-icon';
export declare const OnePassword: StyledIcon;
export declare const OnePasswordDimensions: {
    height: number;
    width: number;
};
