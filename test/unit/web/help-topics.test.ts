import { describe, expect, it } from 'vitest';
import { loadHelpTopic } from '../../../web/src/components/help-texts.js';
import {
  screenHelpTopic,
  type HelpScreens,
  type HelpTopic,
  type HelpTopicId,
} from '../../../web/src/components/help-topics.js';
import type { FeatureRoutes } from '../../../web/src/routing/feature-routes.js';
import { consoleScreens } from '../../../web/src/routing/features.js';

type Tables = Record<string, Record<string, Readonly<Record<string, HelpTopic>>>>;

/** Every feature's help tables and screen lists, as files (`<feature>/help/<file>`). */
const chineseFiles = import.meta.glob('../../../web/src/features/*/help/*-help.ts', { eager: true }) as Tables;
const englishFiles = import.meta.glob('../../../web/src/features/*/help/*-help-en.ts', { eager: true }) as Tables;
const screenFiles = import.meta.glob('../../../web/src/features/*/help/*-help-screens.ts', { eager: true }) as Record<
  string,
  Record<string, HelpScreens>
>;

const routeFiles = import.meta.glob('../../../web/src/features/*/routes.tsx', { eager: true }) as Record<
  string,
  Record<string, FeatureRoutes>
>;

const featureOfFile = (path: string) => path.split('/features/')[1].split('/')[0];

/** A language's topics by id, with the feature folder each was found in. */
function topicsOf(files: Tables): Map<string, { feature: string; topic: HelpTopic }> {
  return new Map(
    Object.entries(files).flatMap(([path, module]) =>
      Object.values(module).flatMap((table) =>
        Object.entries(table).map(([id, topic]) => [id, { feature: featureOfFile(path), topic }] as const),
      ),
    ),
  );
}

const chinese = topicsOf(chineseFiles);
const english = topicsOf(englishFiles);
const ids = [...chinese.keys()].sort();

/** Every text a topic shows. */
function textsOf(topic: HelpTopic): string[] {
  return [
    topic.title,
    ...topic.body,
    ...(topic.sections ?? []).flatMap((section) => [
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.items ?? []),
      ...(section.terms ?? []).flatMap(({ term, definition }) => [term, definition]),
    ]),
    ...(topic.learnMore ?? []).map((link) => link.text),
  ];
}

const han = /[\u4e00-\u9fff]/;

describe('help topics', () => {
  it('has the topics of the screens the issue names', () => {
    expect(ids).toEqual(
      expect.arrayContaining([
        'equipment/gateway-list',
        'equipment/gateway-config',
        'equipment/certificate-list',
        'equipment/certificate-rotation',
        'iot/data-push',
        'roles/role-list',
        'menus/role-privileges',
        'certification/enterprise',
        'certification/personal',
        'applications/publish',
        'messaging/send',
      ]),
    );
  });

  it('gives every topic a Chinese and an English text, each in its feature folder', () => {
    expect([...english.keys()].sort()).toEqual(ids);
    for (const id of ids) {
      expect(chinese.get(id)?.feature, id).toBe(id.split('/')[0]);
      expect(english.get(id)?.feature, id).toBe(id.split('/')[0]);
    }
  });

  it.each(ids)('%s: a title, a body and no empty heading, section or text', (id) => {
    for (const { topic } of [chinese.get(id)!, english.get(id)!]) {
      expect(topic.body.length).toBeGreaterThan(0);
      for (const section of topic.sections ?? []) {
        const parts = [section.paragraphs, section.items, section.terms].filter((part) => part !== undefined);
        expect(parts.length, section.heading).toBeGreaterThan(0);
        for (const part of parts) expect(part!.length, section.heading).toBeGreaterThan(0);
      }
      for (const text of textsOf(topic)) expect(text.trim(), id).not.toBe('');
    }
  });

  it.each(ids)('%s: Chinese texts in Chinese, English texts in English, the same shape in both', (id) => {
    const cn = chinese.get(id)!.topic;
    const en = english.get(id)!.topic;
    // Chinese texts may quote a code or a header name; each section still says something in Chinese.
    expect(han.test(cn.title), cn.title).toBe(true);
    for (const paragraph of cn.body) expect(han.test(paragraph), paragraph).toBe(true);
    for (const text of textsOf(en)) expect(han.test(text), text).toBe(false);
    expect(en.body.length).toBe(cn.body.length);
    expect((en.sections ?? []).map((section) => section.terms?.length ?? section.items?.length ?? 0)).toEqual(
      (cn.sections ?? []).map((section) => section.terms?.length ?? section.items?.length ?? 0),
    );
    expect(en.related).toEqual(cn.related);
    expect(en.articleId).toEqual(cn.articleId);
    expect(en.learnMore?.map((link) => link.href)).toEqual(cn.learnMore?.map((link) => link.href));
  });

  it.each(ids)('%s: related topics exist, and links lead to a console screen or an https page', (id) => {
    const topic = chinese.get(id)!.topic;
    for (const related of topic.related ?? []) {
      expect(chinese.has(related), related).toBe(true);
      expect(related).not.toBe(id);
    }
    const screens = new Set(consoleScreens().map((screen) => screen.path));
    for (const { href } of topic.learnMore ?? []) {
      expect(screens.has(href) || href.startsWith('https://'), href).toBe(true);
    }
  });

  it("names, in each feature's screen list, only that feature's routes and existing topics", () => {
    const entries = Object.entries(screenFiles).flatMap(([path, module]) =>
      Object.values(module).flatMap((screens) =>
        Object.entries(screens).map(([route, topic]) => ({ feature: featureOfFile(path), route, topic })),
      ),
    );
    expect(entries.length).toBeGreaterThan(0);
    const routesOf = (feature: string) =>
      Object.entries(routeFiles)
        .filter(([path]) => featureOfFile(path) === feature)
        .flatMap(([, module]) => Object.values(module))
        .flatMap((routes) => routes.console ?? [])
        .map((route) => route.path);
    for (const { feature, route, topic } of entries) {
      expect(routesOf(feature), `${feature}: ${route}`).toContain(route);
      expect(chinese.has(topic), topic).toBe(true);
    }
  });

  it('finds the topic of a screen by its address, parameters included, and none for a screen without help', () => {
    expect(screenHelpTopic('/console/role-list')).toBe('roles/role-list');
    expect(screenHelpTopic('/console/platform-role-list')).toBe('roles/role-list');
    expect(screenHelpTopic('/console/equipment-config/4f0c2d')).toBe('equipment/gateway-config');
    expect(screenHelpTopic('/console/equipment-config')).toBe('equipment/gateway-config');
    expect(screenHelpTopic('/console/iot/data-push')).toBe('iot/data-push');
    expect(screenHelpTopic('/console/user-role-config')).toBeUndefined();
    expect(screenHelpTopic('/console')).toBeUndefined();
  });

  it('loads a topic in the language asked for, and nothing for an unknown one', async () => {
    expect((await loadHelpTopic('roles/role-list', 'cn'))?.title).toBe(chinese.get('roles/role-list')!.topic.title);
    expect((await loadHelpTopic('roles/role-list', 'en'))?.title).toBe(english.get('roles/role-list')!.topic.title);
    expect(await loadHelpTopic('roles/nothing' as HelpTopicId, 'en')).toBeUndefined();
  });
});
