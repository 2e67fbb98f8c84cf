/** The product's look for Swagger UI: its background, text and brand blue (styles/globals.css, antd theme). */
export const DOCS_THEME_CSS = `body {
  margin: 0;
  background: #f7f7f7;
  color: rgba(0, 0, 0, 0.88);
  font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans',
    'PingFang SC', 'Microsoft YaHei', sans-serif;
}
.swagger-ui .topbar { display: none; }
.swagger-ui .info .title, .swagger-ui .opblock-tag { color: rgba(0, 0, 0, 0.88); }
.swagger-ui a, .swagger-ui .info a { color: #0958d9; }
.swagger-ui .btn.authorize { color: #0958d9; border-color: #0c75fc; }
.swagger-ui .btn.authorize svg { fill: #0958d9; }
.swagger-ui .btn.execute, .swagger-ui .btn.execute:hover { background: #0958d9; border-color: #0958d9; color: #fff; }
.swagger-ui .scheme-container { background: #fff; box-shadow: none; border-radius: 8px; }
.swagger-ui .opblock { border-radius: 8px; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #0c75fc; }
.swagger-ui .opblock.opblock-get { border-color: #0c75fc; background: rgba(12, 117, 252, 0.06); }
`;

/** Starts Swagger UI on /openapi.json; "Authorize" takes an API key (`Authorization: Bearer <key>`). */
export const DOCS_INIT_JS = `window.addEventListener('load', function () {
  window.ui = window.SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#docs',
    deepLinking: true,
    persistAuthorization: true,
    docExpansion: 'none',
    filter: true,
    tryItOutEnabled: false,
  });
});
`;
