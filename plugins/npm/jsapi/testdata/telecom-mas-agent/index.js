// index.js

class TelecomMASAgent {
  constructor(agentName = "Telecom MAS Agent") {
    this.agentName = agentName;
    this.userBalances = new Map(); // Simulate user call balances
    this.sentMessages = []; // Store sent SMS logs
    this.pushNotifications = []; // Store push notifications
  }

  /**
   * Initialize user balances (simulate fetching from DB/API)
   * @param {string} userId - The user ID.
   * @param {number} [initialBalance=100] - Initial balance in minutes.
   * @returns {Promise<string>} - Confirmation message.
   */
  async initializeUser(userId, initialBalance = 100) {
    await this._simulateDelay(500);
    this.userBalances.set(userId, initialBalance);
    return `User ${userId} initialized with balance ${initialBalance} minutes.`;
  }

  /**
   * Simulate sending SMS asynchronously
   * @param {string} toNumber - Recipient's phone number.
   * @param {string} message - Message content.
   * @returns {Promise<string>} - Confirmation message.
   */
  async sendSMS(toNumber, message) {
    await this._simulateDelay(200);
    const logEntry = { to: toNumber, message, timestamp: new Date().toISOString() };
    this.sentMessages.push(logEntry);
    return `Message "${message}" sent to ${toNumber}.`;
  }

  /**
   * Retrieve SMS sending history
   * @returns {Array<Object>} - List of sent messages.
   */
  getSentMessages() {
    return this.sentMessages;
  }

  /**
   * Private method to simulate delay
   * @param {number} ms - Delay in milliseconds.
   * @returns {Promise<void>}
   */
  async _simulateDelay(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}

module.exports = TelecomMASAgent;
