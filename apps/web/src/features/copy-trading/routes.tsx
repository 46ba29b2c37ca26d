export const copyTradingRoutes = [];
