import { SHELL_SESSION_KEY } from './shell-session';

/**
 * Inline script placed first in <body> (beside the theme's and the language's): remembers the address's
 * `isFirst=admin` and `role` for the tab as `resolveShellSession` does, but while the exported HTML is
 * parsed. The outline's links are plain links: a visitor who follows one before the page's scripts have run
 * (a slow phone, a busy machine) would otherwise reach the next page without the admission, at
 * "Authentication failed".
 */
export const SHELL_SESSION_BOOT_SCRIPT = `(function(){try{var q=new URLSearchParams(location.search);var f=q.get('isFirst');var r=q.get('role');if(f!=='admin'&&r===null)return;var k=${JSON.stringify(
  SHELL_SESSION_KEY,
)};var s=JSON.parse(sessionStorage.getItem(k)||'null')||{};sessionStorage.setItem(k,JSON.stringify({admitted:f==='admin'||s.admitted===true,role:r!==null?r:typeof s.role==='string'?s.role:undefined}));}catch(e){}})();`;
