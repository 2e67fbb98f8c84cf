export declare const MEASURED_ROUTES: string[];
export declare const OUTLINED_LIST_ROUTES: string[];
export declare const LIGHTHOUSE_ROUTES: string[];
export declare function routeUrl(baseUrl: string, route: string): string;
