import { describe, expect, it } from 'vitest';
import { demoEmbed } from './demo-embed.ts';

describe('demoEmbed', () => {
  it('plays video files in a <video>', () => {
    expect(demoEmbed('https://cdn.example.org/demo.mp4')).toEqual({
      kind: 'video',
      src: 'https://cdn.example.org/demo.mp4',
    });
    expect(demoEmbed('https://cdn.example.org/demo.WEBM?v=2')?.kind).toBe('video');
    expect(demoEmbed('/media/demo.mp4')).toEqual({ kind: 'video', src: '/media/demo.mp4' });
  });

  it('turns YouTube and Vimeo pages into their players', () => {
    expect(demoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(demoEmbed('https://youtu.be/dQw4w9WgXcQ')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(demoEmbed('https://vimeo.com/76979871')?.src).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('embeds other pages as they are', () => {
    expect(demoEmbed('https://player.example.org/embed/42')).toEqual({
      kind: 'iframe',
      src: 'https://player.example.org/embed/42',
    });
  });

  it('refuses what would be a broken or unsafe embed', () => {
    expect(demoEmbed(null)).toBeNull();
    expect(demoEmbed('   ')).toBeNull();
    expect(demoEmbed('not a url')).toBeNull();
    expect(demoEmbed('javascript:alert(1)')).toBeNull();
    expect(demoEmbed('//evil.example.org/x')).toBeNull();
  });
});
