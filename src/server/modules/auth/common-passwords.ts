/**
 * Passwords seen again and again in public breach corpora, at 12 characters or more (shorter ones fail the length rule
 * anyway). Lower-case; the check folds case before looking.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456789012', '1234567890123', '12345678901234', 'password1234', 'password12345', 'password123456',
  'passwordpassword', 'qwertyuiop12', 'qwertyuiopasdf', 'qwertyuiop123', '1q2w3e4r5t6y', '1qaz2wsx3edc',
  'qazwsxedcrfv', 'zaq12wsxcde3', '123qweasdzxc', 'iloveyou1234', 'administrator', 'admin1234567',
  'adminadmin123', 'welcome12345', 'welcome123456', 'letmein12345', 'letmeinplease', 'changeme1234',
  'changemenow!', 'football1234', 'baseball1234', 'basketball12', 'superman1234', 'batman123456',
  'trustno1trustno1', 'princess1234', 'sunshine1234', 'starwars1234', 'monkey123456', 'dragon123456',
  'master123456', 'shadow123456', 'michael12345', 'abcdefghijkl', 'abcdefgh1234', 'abc123abc123',
  'aaaaaaaaaaaa', '111111111111', '000000000000', '123123123123', '121212121212', 'passw0rd1234',
  'p@ssw0rd1234', 'p@ssword1234', 'p@ssw0rd123!', 'password123!', 'password1234!', 'qwerty123456',
  'qwerty1234567', 'asdfghjkl123', 'zxcvbnm12345', '1234qwerasdf', 'iloveyou123!',
  'swimming1234', 'swimlessons1', 'swimlessons123', 'swimming123!', 'swimmer12345', 'summertime12',
  'correcthorse', '00000000000000', '987654321098', '1111111111111', 'qwertyqwerty', 'passwordadmin',
  'adminpassword', 'secretpassword', 'mypassword12', 'mypassword123', 'newpassword1', 'newpassword12',
  'thisisapassword', 'letmein123456', 'iloveyou12345', 'monkeymonkey1', 'mustang12345', 'liverpool123',
  'chelsea12345', 'arsenal12345', 'pokemon12345', 'computer1234', 'internet1234', 'whatever1234',
  'freedom12345', 'starwars123!', 'hello1234567', 'helloworld12', 'helloworld123', '1234567890qw',
  '1234567890qwe', 'q1w2e3r4t5y6', 'a1b2c3d4e5f6', '123456abcdef', 'abcdef123456', 'password0000',
  'password2024', 'password2025', 'password2026', 'summer202424', 'winter202424', 'spring2024!!',
  'autumn2024!!', 'welcome2024!', 'welcome2025!', 'welcome2026!', 'admin2024!!!', 'admin2025!!!',
  'admin2026!!!', 'owner1234567', 'owneradmin12', 'washingtondc1', 'maryland1234',
]);
