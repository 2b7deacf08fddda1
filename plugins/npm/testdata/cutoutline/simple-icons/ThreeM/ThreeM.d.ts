import { StyledIcon } from '@styled-icons/styled-icon';
export declare const ThreeM: StyledIcon;
export declare const ThreeMDimensions: {
    height: number;
    width: number;
};
