import { describe, expect, it } from 'vitest';
import { canChatWithDeliveryPerson, getChatSendProblem, MAX_CHAT_IMAGES } from './chat-rules';

describe('Maximum 3 images can be send at a time (spec 02 §9)', () => {
  it('takes up to three images, with or without text', () => {
    expect(MAX_CHAT_IMAGES).toBe(3);
    expect(getChatSendProblem({ text: '', imageCount: 3 })).toBeNull();
    expect(getChatSendProblem({ text: 'hello', imageCount: 1 })).toBeNull();
  });
  it('refuses a fourth image', () => {
    expect(getChatSendProblem({ text: 'hello', imageCount: 4 })).toBe('too_many_images');
  });
});

describe('a message says something', () => {
  it('refuses a message with neither text nor image; blanks count as no text', () => {
    expect(getChatSendProblem({ text: '   ', imageCount: 0 })).toBe('empty');
    expect(getChatSendProblem({ text: 'hi', imageCount: 0 })).toBeNull();
  });
});

describe('the delivery person of a running order', () => {
  it('is reachable while a delivery order is on its way', () => {
    for (const status of ['confirmed', 'processing', 'handover', 'picked_up'] as const) {
      expect(canChatWithDeliveryPerson({ orderType: 'delivery', status })).toBe(true);
    }
  });
  it('is not there before confirmation, after delivery, or for take-away', () => {
    expect(canChatWithDeliveryPerson({ orderType: 'delivery', status: 'pending' })).toBe(false);
    expect(canChatWithDeliveryPerson({ orderType: 'delivery', status: 'delivered' })).toBe(false);
    expect(canChatWithDeliveryPerson({ orderType: 'delivery', status: 'canceled' })).toBe(false);
    expect(canChatWithDeliveryPerson({ orderType: 'take_away', status: 'processing' })).toBe(false);
  });
});
