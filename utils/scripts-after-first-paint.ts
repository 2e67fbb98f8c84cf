/** How long the scripts wait for a first paint that does not come (a slow frame; a browser that never tells). */
export const FIRST_PAINT_WAIT_MS = 1000;
/** How long they wait for the frame after parsing ended (a hidden page draws none). */
export const NEXT_FRAME_WAIT_MS = 100;

/**
 * The source of an inline script that loads and runs the given scripts, in order, once the page has
 * painted its first content.
 *
 * The exported HTML already holds each screen's outline, so the first frame needs no JavaScript. With
 * Next's `<script defer>` tags a browser fetches every chunk beside the stylesheet (sharing a slow link
 * with it) and runs them all (React, the router, hydration: hundreds of milliseconds on a phone's CPU)
 * as soon as parsing ends, before its first frame whenever they arrived in time. Here they are asked for
 * once the first contentful paint is reported, and once the document is parsed (the page data is at
 * its end); `async = false` keeps the document's order, as `defer` did. When parsing ends after that
 * first paint (a busy CPU makes the parser yield, and the first frame shows part of the outline), they wait
 * for the next frame too, so the whole outline paints before any script is asked for. A hidden page (no
 * paint comes) or a browser without paint timing loads them after parsing; a paint that has not come within
 * `FIRST_PAINT_WAIT_MS` is not waited for any longer, nor a frame longer than `NEXT_FRAME_WAIT_MS`.
 */
export function scriptsAfterFirstPaintSource(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `(function(list){var w=window,d=document,q=w.__scriptsAfterPaint;if(q){q.push.apply(q,list);return;}q=w.__scriptsAfterPaint=list.slice();var painted=false,parsed=d.readyState!=='loading',started=false;function load(){if(started)return;started=true;for(var i=0;i<q.length;i+=1){var s=d.createElement('script');s.src=q[i];s.async=false;d.head.appendChild(s);}}function start(){if(painted&&parsed)load();}function paint(){painted=true;start();}if(!parsed)d.addEventListener('DOMContentLoaded',function(){parsed=true;if(!painted)return;if(w.requestAnimationFrame)w.requestAnimationFrame(function(){setTimeout(load,0);});setTimeout(load,${NEXT_FRAME_WAIT_MS});});var types=(w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];if(d.visibilityState==='hidden'||types.indexOf('paint')<0){paint();return;}try{new PerformanceObserver(function(entries,observer){if(entries.getEntriesByName('first-contentful-paint').length>0){observer.disconnect();paint();}}).observe({type:'paint',buffered:true});}catch(e){paint();return;}setTimeout(paint,${FIRST_PAINT_WAIT_MS});})(${list});`;
}
