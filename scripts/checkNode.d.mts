/** Types of scripts/checkNode.mjs (importing it also exits the process on a Node older than the floor). */
export declare const NODE_FLOOR: string;
export declare function nodeFloorProblem(version: string): string | null;
