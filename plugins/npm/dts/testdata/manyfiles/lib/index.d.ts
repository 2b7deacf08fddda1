import React from 'react';
import type { StyleProp, TextStyle, ViewStyle } from 'react-native';
export type IconWeight = 'thin' | 'light' | 'regular' | 'bold' | 'fill' | 'duotone';
export interface IconProps {
    color?: string;
    duotoneColor?: string;
    duotoneOpacity?: number;
    mirrored?: boolean;
    size?: string | number;
    style?: StyleProp<ViewStyle | Omit<TextStyle, 'cursor'>>;
    testID?: string;
    title?: string;
    titleId?: string;
    weight?: IconWeight;
}
export type Icon = React.FC<IconProps>;
export declare const IconContext: React.Context<IconProps>;
